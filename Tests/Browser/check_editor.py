"""The editor in a real browser, as a product manager uses it.

Usage: /usr/bin/python3 Tests/Browser/check_editor.py <mapper> <screenshot.png>

On a copy of the sample (configs, sources, .mapper.json) in a new git repository: start
`mapper edit`, open its address in headless Chromium, search, open a page, type an action with
a typo and see the live error with its suggestion, take the suggestion, rename an event ID,
review, save, and check the files with `mapper resolve`; later a pattern rename, reviewed and saved. Then the conflict path: a change made
from the command line while the page holds a draft makes the save refuse with the file named;
reloading keeps the draft, and the second save keeps both changes. A name holding markup is
shown as text. No console errors beyond the conflict's expected 409. Exits 1 on any failure.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as ready
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MARKUP_ID = '<img/src=x/onerror=document.title="pwned">'


def run(mapper, folder, *arguments):
    result = subprocess.run([mapper, *arguments], cwd=folder, capture_output=True, text=True)
    return result.returncode, result.stdout.strip(), result.stderr.strip()


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def sample_repository():
    folder = tempfile.mkdtemp(prefix="editor-browser-")
    for item in ("Configs", "Examples"):
        shutil.copytree(os.path.join(ROOT, item), os.path.join(folder, item))
    shutil.copy(os.path.join(ROOT, ".mapper.json"), folder)
    environment = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1")
    for command in (["init", "-q", "-b", "main"], ["add", "-A"], ["-c", "user.name=CI", "-c", "user.email=ci@example.invalid", "commit", "-qm", "sample"]):
        subprocess.run(["git", *command], cwd=folder, check=True, env=environment)
    return folder


def start_editor(mapper, folder):
    process = subprocess.Popen([mapper, "edit", "--no-open", "--port", "0"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/#token=[0-9a-f]+)", line)
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            break
    process.kill()
    raise AssertionError("mapper edit printed no address: " + process.stderr.read())


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1500,900"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def severe(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def text_of(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def type_into(driver, element_id, text):
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(text)


def open_page(driver, wait, name):
    button = "//table[@id='pages']//button[text()='%s']" % name
    wait.until(ready.element_to_be_clickable((By.XPATH, button))).click()
    wait.until(lambda d: text_of(d, "#detail-title") == name)


def open_review(driver, wait):
    """Review is fetched from the editor: Save can be pressed once the review is shown."""
    wait.until(ready.element_to_be_clickable((By.ID, "review-button"))).click()
    wait.until(lambda d: d.find_element(By.ID, "review").is_displayed())
    return text_of(driver, "#review-changes")


def save(driver, wait):
    wait.until(ready.element_to_be_clickable((By.ID, "save-button"))).click()


def check_search_and_live_error(driver, wait, screenshot):
    wait.until(lambda d: "4 pages" in text_of(d, "#totals"))
    type_into(driver, "search", "detail")
    wait.until(lambda d: [row.text.split()[0] for row in d.find_elements(By.CSS_SELECTOR, "#pages tbody tr")] == ["DetailViewController"])
    open_page(driver, wait, "DetailViewController")
    type_into(driver, "control-id", "CTRL_EVENT_DETAIL_BACK")
    type_into(driver, "control-action", "onBackBtnPresed:")
    live = "#control-form .live"
    wait.until(lambda d: "undeclared-action" in text_of(d, live))
    expect("onBackBtnPresed:" in text_of(driver, live), "the live error names the typed action: " + text_of(driver, live))
    os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
    driver.save_screenshot(screenshot)
    driver.find_element(By.XPATH, "//button[text()='Use onBackBtnPressed:']").click()
    wait.until(lambda d: "no problem" in text_of(d, live))
    driver.find_element(By.CSS_SELECTOR, "#control-form button[type=submit]").click()
    wait.until(lambda d: "brings no new problem" in text_of(d, "#draft-check"))


def rename_review_and_save(driver, wait, mapper, folder):
    driver.find_element(By.ID, "rename-button").click()
    type_into(driver, "rename-from", "PAGE_EVENT_DETAIL_ENTER")
    type_into(driver, "rename-to", "PAGE_EVENT_DETAIL_SHOW")
    driver.find_element(By.CSS_SELECTOR, "#rename-form button[value=rename]").click()
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#draft-steps li")) == 2)
    wait.until(lambda d: "brings no new problem" in text_of(d, "#draft-check"))
    changes = open_review(driver, wait)
    expect("+ DetailViewController onBackBtnPressed: → CTRL_EVENT_DETAIL_BACK" in changes, "review lists the new action: " + changes)
    expect("~ DetailViewController Enter PAGE_EVENT_DETAIL_ENTER → PAGE_EVENT_DETAIL_SHOW" in changes, "review lists the rename: " + changes)
    save(driver, wait)
    wait.until(lambda d: "Saved" in text_of(d, "#alerts"))
    expect(run(mapper, folder, "resolve", "DetailViewController", "onBackBtnPressed:")[1] == "CTRL_EVENT_DETAIL_BACK", "the saved action resolves")
    expect(run(mapper, folder, "resolve", "DetailViewController", "--enter")[1] == "PAGE_EVENT_DETAIL_SHOW", "the renamed ID resolves")
    status, output, errors = run(mapper, folder, "validate")
    expect(status == 0, "validate passes after the save: " + output + errors)
    describe = "//input[@aria-label='What CTRL_EVENT_DETAIL_BACK means']"
    wait.until(ready.presence_of_element_located((By.XPATH, describe))).send_keys("Goes back from the detail page")
    driver.find_element(By.XPATH, describe + "/following-sibling::button").click()
    wait.until(lambda d: "saved in" in d.find_element(By.XPATH, describe + "/following-sibling::span").text)
    listing = run(mapper, folder, "list", "DetailViewController")[1]
    expect("Goes back from the detail page" in listing, "mapper list shows the description: " + listing)


def conflict_keeps_both(driver, wait, mapper, folder):
    type_into(driver, "search", "home")
    open_page(driver, wait, "HomeViewController")
    type_into(driver, "enter-id", "PAGE_EVENT_HOME_SHOW")
    driver.find_element(By.CSS_SELECTOR, "#page-events-form button[type=submit]").click()
    wait.until(lambda d: "brings no new problem" in text_of(d, "#draft-check"))
    status, _, errors = run(mapper, folder, "set", "HomeViewController", "--leave", "PAGE_EVENT_HOME_BYE")
    expect(status == 0, "the command line's edit is made: " + errors)
    open_review(driver, wait)
    save(driver, wait)
    wait.until(lambda d: "changed on disk" in text_of(d, "#alerts"))
    expect("WGlobalUserStatisticsConfig.plist" in text_of(driver, "#alerts"), "the conflict names the file")
    expect("reload to check" in text_of(driver, "#draft-check"), "the draft's check no longer stands: " + text_of(driver, "#draft-check"))
    expect(not driver.find_element(By.ID, "review-button").is_enabled(), "no review against the old contents")
    driver.find_element(By.XPATH, "//div[@id='alerts']//button[text()='Reload']").click()
    wait.until(lambda d: "brings no new problem" in text_of(d, "#draft-check"))
    open_review(driver, wait)
    save(driver, wait)
    wait.until(lambda d: "Saved" in text_of(d, "#alerts"))
    expect(run(mapper, folder, "resolve", "HomeViewController", "--enter")[1] == "PAGE_EVENT_HOME_SHOW", "the page's change is saved")
    expect(run(mapper, folder, "resolve", "HomeViewController", "--leave")[1] == "PAGE_EVENT_HOME_BYE", "the command line's change is kept")


def pattern_rename(driver, wait, mapper, folder):
    driver.find_element(By.ID, "rename-button").click()
    type_into(driver, "rename-from", "PAGE_EVENT_SETTINGS_*")
    type_into(driver, "rename-to", "PAGE_EVENT_PREFS_*")
    driver.find_element(By.CSS_SELECTOR, "#rename-form button[value=rename]").click()
    wait.until(lambda d: "Rename every ID matching PAGE_EVENT_SETTINGS_* to PAGE_EVENT_PREFS_*" in text_of(d, "#draft-steps"))
    wait.until(lambda d: "brings no new problem" in text_of(d, "#draft-check"))
    changes = open_review(driver, wait)
    for event in ("Enter", "Leave"):
        line = "~ SettingsViewController %s PAGE_EVENT_SETTINGS_%s → PAGE_EVENT_PREFS_%s" % (event, event.upper(), event.upper())
        expect(line in changes, "review lists the pattern's renames: " + changes)
    expect("CTRL_EVENT_SETTINGS" not in changes, "the pattern renames only what it matches: " + changes)
    save(driver, wait)
    wait.until(lambda d: "Saved" in text_of(d, "#alerts"))
    expect(run(mapper, folder, "resolve", "SettingsViewController", "--leave")[1] == "PAGE_EVENT_PREFS_LEAVE", "the pattern's rename is saved")


def markup_stays_text(driver, wait, mapper, folder):
    status, _, errors = run(mapper, folder, "set", "SettingsViewController", "--enter", MARKUP_ID, "--force")
    expect(status == 0, "an ID holding markup is set: " + errors)
    type_into(driver, "search", "settingsview")
    wait.until(lambda d: MARKUP_ID in text_of(d, "#pages tbody"))
    expect(driver.title == "Event map editor", "no script ran: the title is " + driver.title)
    expect(not driver.find_elements(By.CSS_SELECTOR, "#pages img"), "the markup was not made an element")


def main():
    mapper, screenshot = os.path.abspath(sys.argv[1]), sys.argv[2]
    folder = sample_repository()
    process, address = start_editor(mapper, folder)
    driver = browser()
    try:
        driver.get(address)
        wait = WebDriverWait(driver, 20)
        wait.until(lambda d: "token" not in d.current_url)
        expect("token" not in driver.current_url, "the token leaves the address bar: " + driver.current_url)
        check_search_and_live_error(driver, wait, screenshot)
        rename_review_and_save(driver, wait, mapper, folder)
        errors = severe(driver)
        expect(not errors, "console errors: %s" % errors)
        conflict_keeps_both(driver, wait, mapper, folder)
        errors = [message for message in severe(driver) if "409 (Conflict)" not in message]
        expect(not errors, "console errors beyond the expected conflict: %s" % errors)
        pattern_rename(driver, wait, mapper, folder)
        markup_stays_text(driver, wait, mapper, folder)
        expect(not severe(driver), "console errors at the end")
        print("editor in Chromium: search, live error and suggestion, rename, review, save, conflict, pattern rename, markup as text: ok")
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
