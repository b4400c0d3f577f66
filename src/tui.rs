//! The explorer: a terminal UI (ratatui + crossterm) over the live
//! session. `app` holds state and handles keys, `ui` draws; this module
//! only owns the terminal: raw mode, the alternate screen, mouse capture,
//! and restoring all of it on exit and on panic.

pub mod app;
pub mod changes;
pub mod filter;
pub mod hints;
pub mod nodes;
pub mod ui;

use std::io;
use std::time::Duration;

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEventKind, KeyModifiers,
    MouseEventKind,
};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::session::Session;
pub use app::{App, Key};

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        LeaveAlternateScreen,
        DisableMouseCapture,
        crossterm::cursor::Show
    );
}

/// Runs the explorer on a session until the user quits; `error` (a
/// start-up load that failed) is shown on its message line.
pub fn run(session: &mut Session, error: Option<String>) -> io::Result<()> {
    crate::interrupt::install();
    enable_raw_mode()?;
    // Ctrl-C is SIGINT: it stops an evaluation, or quits when idle.
    crate::interrupt::ctrl_c_signals();
    crate::interrupt::set_explorer(true);
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous_hook(info);
    }));
    let result = event_loop(session, error);
    restore_terminal();
    crate::interrupt::set_explorer(false);
    crate::interrupt::clear();
    let _ = std::panic::take_hook();
    result
}

fn event_loop(session: &mut Session, error: Option<String>) -> io::Result<()> {
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let mut app = App::new(session);
    if let Some(error) = error {
        app.show_error(error);
    }
    crate::interrupt::clear();
    while !app.quit {
        app.tick(std::time::Instant::now());
        terminal.draw(|frame| ui::draw(frame, &mut app))?;
        let ready = match event::poll(Duration::from_millis(250)) {
            Ok(ready) => ready,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => false,
            Err(e) => return Err(e),
        };
        if crate::interrupt::requested() {
            // Ctrl-C (or SIGINT) while idle: quit.
            break;
        }
        if !ready {
            continue;
        }
        match event::read()? {
            Event::Key(key) if key.kind != KeyEventKind::Release => {
                if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                    break;
                }
                if let Some(k) = translate(key.code) {
                    // Ctrl-C meanwhile stops the evaluation a key starts.
                    crate::interrupt::evaluating(|| app.key(k));
                    crate::interrupt::clear();
                }
            }
            Event::Mouse(mouse) => match mouse.kind {
                MouseEventKind::ScrollDown => app.key(Key::Down),
                MouseEventKind::ScrollUp => app.key(Key::Up),
                _ => {}
            },
            _ => {}
        }
    }
    Ok(())
}

fn translate(code: KeyCode) -> Option<Key> {
    Some(match code {
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::Backspace => Key::Backspace,
        _ => return None,
    })
}
