/// The event-map XSD, compiled into the library: a `mapper` copied anywhere, without the build
/// folder beside it, still validates XML configs, and no resource bundle is looked up through
/// Foundation's `Bundle`, a lookup that would outweigh the rest of a `mapper resolve`.
///
/// `Resources/event-map.xsd` is the same text, for reading and for other tools
/// (`xmllint --schema`); a test keeps the two byte for byte equal.
package enum EventMapSchemaText {
    /// The schema's text.
    package static let xsd = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:annotation>
            <xs:documentation>
              The EventMapper XML dialect, version 1: the same model as WGlobalUserStatisticsConfig.plist
              (page class → Enter/Leave event IDs, action selector → control event ID) for teams that
              prefer plain XML. Elements and attributes are in no namespace.

                &lt;event-map version="1"&gt;
                  &lt;page class="SettingsViewController" enter="PAGE_EVENT_SETTINGS_ENTER" leave="PAGE_EVENT_SETTINGS_LEAVE"&gt;
                    &lt;control action="onLogoutBtnPressed_UA:" id="CTRL_EVENT_SETTINGS_LOGOUT"/&gt;
                  &lt;/page&gt;
                &lt;/event-map&gt;

              Nothing else is allowed: no other elements or attributes, and no text except blanks
              (comments are fine). EventMapper validates every file against this schema with libxml2 and
              reports each violation with its line and column.
            </xs:documentation>
          </xs:annotation>

          <!-- Simple types -->

          <xs:simpleType name="NonBlankToken">
            <xs:annotation>
              <xs:documentation>
                At least one character and no blanks (space, tab, line break) anywhere. The patterns of
                XML Schema match the whole value, so "\S+" also rules out leading and trailing blanks,
                which the runtime would keep and never match.
              </xs:documentation>
            </xs:annotation>
            <xs:restriction base="xs:string">
              <xs:pattern value="\S+"/>
            </xs:restriction>
          </xs:simpleType>

          <xs:simpleType name="ClassName">
            <xs:annotation>
              <xs:documentation>
                A class name exactly as NSStringFromClass returns it: HomeViewController, or
                MyApp.HomeViewController for a Swift class. EventMapper checks the identifier syntax
                itself and suggests a fix.
              </xs:documentation>
            </xs:annotation>
            <xs:restriction base="NonBlankToken"/>
          </xs:simpleType>

          <xs:simpleType name="ActionSelector">
            <xs:annotation>
              <xs:documentation>
                An action selector as NSStringFromSelector returns it: onFavBtnPressed:,
                buttonAction:forEvent:. EventMapper checks the selector syntax itself and gives the
                Objective-C form of a Swift spelling such as onFav(_:).
              </xs:documentation>
            </xs:annotation>
            <xs:restriction base="NonBlankToken"/>
          </xs:simpleType>

          <xs:simpleType name="EventID">
            <xs:annotation>
              <xs:documentation>
                An analytics event ID such as CTRL_EVENT_HOME_FAV: never empty, never with blanks.
              </xs:documentation>
            </xs:annotation>
            <xs:restriction base="NonBlankToken"/>
          </xs:simpleType>

          <!-- The document element -->

          <xs:element name="event-map" type="EventMap">
            <xs:annotation>
              <xs:documentation>
                The document element: every page of one config file. A class is configured once per
                file; a second page for the same class is an error.
              </xs:documentation>
            </xs:annotation>
            <xs:unique name="unique-page-class">
              <xs:annotation>
                <xs:documentation>No two pages of a file name the same class.</xs:documentation>
              </xs:annotation>
              <xs:selector xpath="page"/>
              <xs:field xpath="@class"/>
            </xs:unique>
          </xs:element>

          <xs:complexType name="EventMap">
            <xs:annotation>
              <xs:documentation>Zero or more pages, in any order.</xs:documentation>
            </xs:annotation>
            <xs:sequence>
              <xs:element name="page" type="Page" minOccurs="0" maxOccurs="unbounded">
                <xs:annotation>
                  <xs:documentation>
                    One page type (a view controller class) with its page events and control actions.
                  </xs:documentation>
                </xs:annotation>
                <xs:unique name="unique-control-action">
                  <xs:annotation>
                    <xs:documentation>No two controls of a page name the same action.</xs:documentation>
                  </xs:annotation>
                  <xs:selector xpath="control"/>
                  <xs:field xpath="@action"/>
                </xs:unique>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="version" type="xs:string" use="required" fixed="1">
              <xs:annotation>
                <xs:documentation>
                  The dialect's version. Only "1" exists; a later, incompatible dialect gets a new
                  number so that an older EventMapper refuses it instead of misreading it.
                </xs:documentation>
              </xs:annotation>
            </xs:attribute>
          </xs:complexType>

          <!-- Pages and controls -->

          <xs:complexType name="Page">
            <xs:annotation>
              <xs:documentation>
                A page: its class, the optional events recorded when it appears (enter, from
                viewWillAppear:) and disappears (leave, from viewWillDisappear:), and its controls.
              </xs:documentation>
            </xs:annotation>
            <xs:sequence>
              <xs:element name="control" type="Control" minOccurs="0" maxOccurs="unbounded"/>
            </xs:sequence>
            <xs:attribute name="class" type="ClassName" use="required">
              <xs:annotation>
                <xs:documentation>The class the hooks look the page up by.</xs:documentation>
              </xs:annotation>
            </xs:attribute>
            <xs:attribute name="enter" type="EventID" use="optional">
              <xs:annotation>
                <xs:documentation>The event recorded on viewWillAppear: (PageEventIDs/Enter).</xs:documentation>
              </xs:annotation>
            </xs:attribute>
            <xs:attribute name="leave" type="EventID" use="optional">
              <xs:annotation>
                <xs:documentation>The event recorded on viewWillDisappear: (PageEventIDs/Leave).</xs:documentation>
              </xs:annotation>
            </xs:attribute>
          </xs:complexType>

          <xs:complexType name="Control">
            <xs:annotation>
              <xs:documentation>
                One control action of the page's class (ControlEventIDs): the selector that
                sendAction:to:forEvent: reports and the event it records. Always empty.
              </xs:documentation>
            </xs:annotation>
            <xs:attribute name="action" type="ActionSelector" use="required">
              <xs:annotation>
                <xs:documentation>The action's selector, in Objective-C form.</xs:documentation>
              </xs:annotation>
            </xs:attribute>
            <xs:attribute name="id" type="EventID" use="required">
              <xs:annotation>
                <xs:documentation>The event recorded when the action is sent.</xs:documentation>
              </xs:annotation>
            </xs:attribute>
          </xs:complexType>
        </xs:schema>

        """#
}
