//! Timestamp, Timespan and Binary values as Puppet writes and reads them:
//! their string forms (`2021-03-04T05:06:07.000000000 UTC`,
//! `1-02:03:04.0`, base64), the formats `Timestamp.new` and
//! `Timespan.new` parse, `strftime` for both, and strict base64.

const NANOS: i128 = 1_000_000_000;
const DAY: i128 = 86_400;

/// Days since 1970-01-01 of a civil date (proleptic Gregorian).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a day count since 1970-01-01.
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// A timestamp's broken-down time.
struct Civil {
    year: i64,
    month: i64,
    day: i64,
    hour: i64,
    minute: i64,
    second: i64,
    nanos: i64,
    /// Days since the epoch.
    days: i64,
}

fn civil(nanos: i128) -> Civil {
    let secs = nanos.div_euclid(NANOS);
    let frac = nanos.rem_euclid(NANOS) as i64;
    let days = secs.div_euclid(DAY) as i64;
    let rest = secs.rem_euclid(DAY) as i64;
    let (year, month, day) = civil_from_days(days);
    Civil {
        year,
        month,
        day,
        hour: rest / 3600,
        minute: rest / 60 % 60,
        second: rest % 60,
        nanos: frac,
        days,
    }
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// Puppet's string form of a timestamp.
pub fn timestamp_text(nanos: i128) -> String {
    strftime_timestamp(nanos, "%FT%T.%N %Z", "UTC")
}

/// Puppet's string form of a timespan: `D-HH:MM:SS.F`, the fraction
/// without its trailing zeros.
pub fn timespan_text(nanos: i128) -> String {
    let sign = if nanos < 0 { "-" } else { "" };
    let n = nanos.abs();
    let secs = n / NANOS;
    // The nanoseconds without their trailing zeros (Puppet's `%-N`).
    let mut frac = n % NANOS;
    while frac != 0 && frac % 10 == 0 {
        frac /= 10;
    }
    format!(
        "{sign}{}-{:02}:{:02}:{:02}.{frac}",
        secs / DAY,
        secs % DAY / 3600,
        secs % 3600 / 60,
        secs % 60,
    )
}

/// A numeric field with Ruby's strftime flags: `-` no padding, `_`
/// spaces, `0` zeros; `width` the default.
fn pad(value: i64, width: usize, flag: Option<char>, space: bool) -> String {
    match flag {
        Some('-') => value.to_string(),
        Some('_') => format!("{value:>width$}"),
        Some('0') => format!("{value:0width$}"),
        _ if space => format!("{value:>width$}"),
        _ => format!("{value:0width$}"),
    }
}

/// Refuses a format whose width (`%2000000000Y`) is past what
/// [`super::limits`] lets a string be padded to.
pub fn check_widths(format: &str) -> Result<(), String> {
    let mut rest = format;
    while let Some(at) = rest.find('%') {
        let spec = rest[at + 1..].trim_start_matches(['-', '_', '0', '^', '#', ':']);
        let digits = spec.len() - spec.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 {
            let width = spec[..digits].parse::<usize>().unwrap_or(usize::MAX);
            super::limits::padding("width", width)?;
        }
        rest = &spec[digits..];
        // `%%` is a percent sign, not the start of the next directive.
        rest = rest.strip_prefix('%').unwrap_or(rest);
    }
    Ok(())
}

/// `Timestamp.strftime(format, timezone)`; `None` for a timezone Puppet
/// refuses.
pub fn strftime_timestamp_in(nanos: i128, format: &str, zone: &str) -> Option<String> {
    let offset = zone_offset(zone)?;
    Some(strftime_at(
        nanos + i128::from(offset) * NANOS,
        format,
        zone,
        offset,
    ))
}

fn strftime_timestamp(nanos: i128, format: &str, zone: &str) -> String {
    strftime_at(nanos, format, zone, 0)
}

/// The offset in seconds of a timezone Puppet accepts.
fn zone_offset(zone: &str) -> Option<i64> {
    match zone {
        "" | "UTC" | "utc" | "GMT" | "Z" | "z" => Some(0),
        z if (z.starts_with('+') || z.starts_with('-')) && z.len() >= 3 => {
            let sign = if z.starts_with('-') { -1 } else { 1 };
            let digits: String = z[1..].chars().filter(char::is_ascii_digit).collect();
            let (h, m) = match digits.len() {
                2 => (digits.parse::<i64>().ok()?, 0),
                4 => (
                    digits[..2].parse::<i64>().ok()?,
                    digits[2..].parse::<i64>().ok()?,
                ),
                _ => return None,
            };
            Some(sign * (h * 3600 + m * 60))
        }
        _ => None,
    }
}

fn strftime_at(nanos: i128, format: &str, zone: &str, offset: i64) -> String {
    let t = civil(nanos);
    let weekday = (t.days + 4).rem_euclid(7);
    let yday = t.days - days_from_civil(t.year, 1, 1) + 1;
    let mut out = String::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let flag = match chars.peek() {
            Some(&f @ ('-' | '_' | '0' | '^' | '#')) => {
                chars.next();
                Some(f)
            }
            _ => None,
        };
        let mut width = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            width.push(*d);
            chars.next();
        }
        let Some(directive) = chars.next() else {
            out.push('%');
            break;
        };
        let upcase = flag == Some('^');
        let text = match directive {
            'Y' => t.year.to_string(),
            'C' => pad(t.year / 100, 2, flag, false),
            'y' => pad(t.year % 100, 2, flag, false),
            'm' => pad(t.month, 2, flag, false),
            'B' => MONTHS[(t.month - 1) as usize].to_string(),
            'b' | 'h' => MONTHS[(t.month - 1) as usize][..3].to_string(),
            'd' => pad(t.day, 2, flag, false),
            'e' => pad(t.day, 2, flag, true),
            'j' => pad(yday, 3, flag, false),
            'H' => pad(t.hour, 2, flag, false),
            'k' => pad(t.hour, 2, flag, true),
            'I' => pad((t.hour + 11) % 12 + 1, 2, flag, false),
            'l' => pad((t.hour + 11) % 12 + 1, 2, flag, true),
            'P' => (if t.hour < 12 { "am" } else { "pm" }).to_string(),
            'p' => (if t.hour < 12 { "AM" } else { "PM" }).to_string(),
            'M' => pad(t.minute, 2, flag, false),
            'S' => pad(t.second, 2, flag, false),
            'L' | 'N' => {
                let digits = width
                    .parse::<usize>()
                    .unwrap_or(if directive == 'L' { 3 } else { 9 });
                let all = format!("{:09}", t.nanos);
                let mut s: String = all.chars().take(digits).collect();
                while s.len() < digits {
                    s.push('0');
                }
                width.clear();
                s
            }
            'z' => {
                let sign = if offset < 0 { '-' } else { '+' };
                format!(
                    "{sign}{:02}{:02}",
                    offset.abs() / 3600,
                    offset.abs() % 3600 / 60
                )
            }
            'Z' => {
                if offset == 0 {
                    "UTC".to_string()
                } else {
                    zone.to_string()
                }
            }
            'A' => WEEKDAYS[weekday as usize].to_string(),
            'a' => WEEKDAYS[weekday as usize][..3].to_string(),
            'u' => (if weekday == 0 { 7 } else { weekday }).to_string(),
            'w' => weekday.to_string(),
            'U' => pad((yday + 6 - weekday) / 7, 2, flag, false),
            'W' => pad((yday + 6 - (weekday + 6) % 7) / 7, 2, flag, false),
            'G' | 'g' | 'V' => {
                let (iso_year, week) = iso_week(t.year, yday, weekday);
                match directive {
                    'G' => iso_year.to_string(),
                    'g' => pad(iso_year % 100, 2, flag, false),
                    _ => pad(week, 2, flag, false),
                }
            }
            's' => nanos
                .div_euclid(NANOS)
                .saturating_sub(i128::from(offset))
                .to_string(),
            'n' => "\n".to_string(),
            't' => "\t".to_string(),
            '%' => "%".to_string(),
            'c' => strftime_at(nanos, "%a %b %e %H:%M:%S %Y", zone, offset),
            'D' | 'x' => strftime_at(nanos, "%m/%d/%y", zone, offset),
            'F' => strftime_at(nanos, "%Y-%m-%d", zone, offset),
            'T' | 'X' => strftime_at(nanos, "%H:%M:%S", zone, offset),
            'R' => strftime_at(nanos, "%H:%M", zone, offset),
            'r' => strftime_at(nanos, "%I:%M:%S %p", zone, offset),
            other => format!("%{other}"),
        };
        let text = if upcase { text.to_uppercase() } else { text };
        match width.parse::<usize>() {
            Ok(w) if text.chars().count() < w => {
                let fill = if flag == Some('_')
                    || directive.is_alphabetic() && !"CyymdjHIMSLNUWVGgu".contains(directive)
                {
                    ' '
                } else {
                    '0'
                };
                out.extend(std::iter::repeat_n(fill, w - text.chars().count()));
                out.push_str(&text);
            }
            _ => out.push_str(&text),
        }
    }
    out
}

/// The ISO 8601 week-numbering year and week of a day.
fn iso_week(year: i64, yday: i64, weekday: i64) -> (i64, i64) {
    let iso_weekday = if weekday == 0 { 7 } else { weekday };
    let week = (yday - iso_weekday + 10) / 7;
    let weeks_in = |y: i64| {
        let jan1 = (days_from_civil(y, 1, 1) + 4).rem_euclid(7);
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        if jan1 == 4 || (leap && jan1 == 3) {
            53
        } else {
            52
        }
    };
    if week < 1 {
        (year - 1, weeks_in(year - 1))
    } else if week > weeks_in(year) {
        (year + 1, 1)
    } else {
        (year, week)
    }
}

/// `Timespan.strftime`: `%D` days, `%H` `%M` `%S` within the larger
/// unit (the first unit used takes the whole), `%L` milliseconds, `%N`
/// nanoseconds; `-` removes padding.
pub fn strftime_timespan(nanos: i128, format: &str) -> String {
    let n = nanos.abs();
    let segments = timespan_segments(format);
    // The largest unit named is counted in full (its first use): `%H`
    // alone is all the hours, `%L` alone all the milliseconds.
    let largest = segments.iter().filter_map(|s| s.unit_rank()).max();
    let total_at = segments
        .iter()
        .position(|s| s.unit_rank() == largest && largest.is_some());
    let mut out = String::new();
    if nanos < 0 {
        out.push('-');
    }
    for (index, segment) in segments.iter().enumerate() {
        let SpanSegment::Value { unit, pad, width } = segment else {
            if let SpanSegment::Literal(text) = segment {
                out.push_str(text);
            }
            continue;
        };
        let total = total_at == Some(index);
        let of = |per: i128, within: i128| {
            let whole = n / per;
            if total { whole } else { whole % within }
        };
        let value = match unit {
            'D' => n / (DAY * NANOS),
            'H' => of(3600 * NANOS, 24),
            'M' => of(60 * NANOS, 60),
            'S' => of(NANOS, 60),
            'L' => of(1_000_000, 1000),
            _ => {
                let width = width.unwrap_or(9).min(9) as u32;
                let ns = n / 10i128.pow(9 - width);
                if total { ns } else { ns % 10i128.pow(width) }
            }
        };
        out.push_str(&span_value_text(*unit, value, *pad, *width, total));
    }
    out
}

/// A part of a timespan format: text, or a unit with its padding (`'0'`,
/// `' '`, or none for `-`) and width.
enum SpanSegment {
    Literal(String),
    Value {
        unit: char,
        pad: Option<char>,
        width: Option<usize>,
    },
}

impl SpanSegment {
    /// The unit's rank, nanoseconds lowest.
    fn unit_rank(&self) -> Option<usize> {
        match self {
            SpanSegment::Value { unit, .. } => "NLSMHD".find(*unit),
            SpanSegment::Literal(_) => None,
        }
    }
}

/// A timespan format read as Puppet's timespan formatter reads it (a
/// specifier it does not know stays as written).
fn timespan_segments(format: &str) -> Vec<SpanSegment> {
    let mut segments = Vec::new();
    let mut literal = String::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            literal.push(c);
            continue;
        }
        let (mut pad, mut width, mut spec) = (Some('0'), None::<usize>, String::from("%"));
        let mut first = true;
        let unit = loop {
            let Some(d) = chars.next() else {
                break None;
            };
            spec.push(d);
            match d {
                '%' if first => {
                    literal.push('%');
                    spec.clear();
                    break None;
                }
                '-' if first => pad = None,
                '_' if first => pad = Some(' '),
                '0' if first => pad = Some('0'),
                '0'..='9' => {
                    let digit = d.to_digit(10).unwrap_or(0) as usize;
                    width = Some(width.unwrap_or(0).saturating_mul(10).saturating_add(digit));
                }
                'D' | 'H' | 'M' | 'S' | 'L' | 'N' => break Some(d),
                _ => break None,
            }
            first = false;
        };
        match unit {
            Some(unit) => {
                segments.push(SpanSegment::Literal(std::mem::take(&mut literal)));
                segments.push(SpanSegment::Value { unit, pad, width });
            }
            None => literal.push_str(&spec),
        }
    }
    segments.push(SpanSegment::Literal(literal));
    segments
}

/// A unit's value as Puppet's formatter writes it. Days, hours, minutes
/// and seconds are padded to their width (1 for days, else 2); a
/// fraction (`%L`, `%N`) is left-justified in its width (3, 9), and,
/// not counted in full and not zero-padded, loses its trailing zeros.
fn span_value_text(
    unit: char,
    value: i128,
    pad: Option<char>,
    width: Option<usize>,
    total: bool,
) -> String {
    let fraction = matches!(unit, 'L' | 'N');
    let width = width.unwrap_or(match unit {
        'D' => 1,
        'L' => 3,
        'N' => 9,
        _ => 2,
    });
    let mut value = value.to_string();
    if fraction && !total && pad != Some('0') {
        let kept = value.trim_end_matches('0').len().max(1);
        value.truncate(kept);
    }
    match pad {
        None => value,
        Some(_) if fraction => format!("{value:<width$}"),
        Some(' ') => format!("{value:>width$}"),
        Some(_) => format!("{value:0>width$}"),
    }
}

/// The formats `Timestamp.new` tries on a string without one.
pub const TIMESTAMP_FORMATS: [&str; 10] = [
    "%FT%T.%N %Z",
    "%FT%T %Z",
    "%F %T.%N %Z",
    "%F %T %Z",
    "%F %Z",
    "%FT%T.%N",
    "%FT%T",
    "%F %T.%N",
    "%F %T",
    "%F",
];

/// The formats `Timespan.new` tries on a string without one.
pub const TIMESPAN_FORMATS: [&str; 8] = [
    "%D-%H:%M:%S.%-N",
    "%H:%M:%S.%-N",
    "%M:%S.%-N",
    "%S.%-N",
    "%D-%H:%M:%S",
    "%H:%M:%S",
    "%D-%H:%M",
    "%S",
];

/// Reads `text` as `format` (`strptime`): fields of a timestamp, or of a
/// timespan when `span`. A blank in the format matches any blanks.
fn strptime(text: &str, format: &str, span: bool) -> Option<i128> {
    let bytes = text.as_bytes();
    let mut at = 0usize;
    let (mut year, mut month, mut day) = (1970i64, 1i64, 1i64);
    let (mut days, mut hour, mut minute, mut second, mut nanos) = (0i64, 0i64, 0i64, 0i64, 0i64);
    let mut offset = 0i64;
    let number = |at: &mut usize, max: usize| -> Option<i64> {
        let start = *at;
        if *at < bytes.len() && (bytes[*at] == b'-' || bytes[*at] == b'+') && max > 4 {
            *at += 1;
        }
        while *at < bytes.len() && bytes[*at].is_ascii_digit() && *at - start < max {
            *at += 1;
        }
        text[start..*at].parse().ok()
    };
    let expanded = format.replace("%F", "%Y-%m-%d").replace("%T", "%H:%M:%S");
    let mut f = expanded.chars();
    while let Some(c) = f.next() {
        if c == ' ' {
            while at < bytes.len() && bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            continue;
        }
        if c != '%' {
            if bytes.get(at) != Some(&(c as u8)) {
                return None;
            }
            at += 1;
            continue;
        }
        let mut directive = f.next()?;
        while matches!(directive, '-' | '_' | '0' | '^') {
            directive = f.next()?;
        }
        match directive {
            // Read, but (as Puppet's parser does) not applied.
            'j' => {
                number(&mut at, 3)?;
            }
            'Y' => year = number(&mut at, 5)?,
            'm' => month = number(&mut at, 2)?,
            'd' => day = number(&mut at, 2)?,
            'D' => days = number(&mut at, 12)?,
            'H' => hour = number(&mut at, if span { 12 } else { 2 })?,
            'M' => minute = number(&mut at, if span { 12 } else { 2 })?,
            'S' => second = number(&mut at, if span { 15 } else { 2 })?,
            'N' | 'L' => {
                let start = at;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
                let digits = &text[start..at];
                if digits.is_empty() {
                    return None;
                }
                let mut padded: String = digits.chars().take(9).collect();
                while padded.len() < 9 {
                    padded.push('0');
                }
                nanos = padded.parse().ok()?;
            }
            'z' | 'Z' => {
                let rest = &text[at..];
                let word: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || "+-:".contains(*c))
                    .collect();
                if word.is_empty() {
                    return None;
                }
                offset = zone_offset(&word.replace(':', ""))?;
                at += word.len();
            }
            's' => {
                let secs = number(&mut at, 20)?;
                return (at == bytes.len()).then(|| i128::from(secs) * NANOS);
            }
            _ => return None,
        }
    }
    if at != bytes.len() {
        return None;
    }
    if span {
        let secs = i128::from(days) * DAY
            + i128::from(hour) * 3600
            + i128::from(minute) * 60
            + i128::from(second);
        return Some(secs * NANOS + i128::from(nanos));
    }
    if !(1..=12).contains(&month)
        || !(1..=31).contains(&day)
        || hour > 24
        || minute > 59
        || second > 60
    {
        return None;
    }
    let secs = i128::from(days_from_civil(year, month, day)) * DAY
        + i128::from(hour * 3600 + minute * 60 + second)
        - i128::from(offset);
    Some(secs * NANOS + i128::from(nanos))
}

/// A timestamp from a string, with the given formats or Puppet's.
pub fn parse_timestamp(text: &str, formats: &[&str]) -> Option<i128> {
    let formats: Vec<&str> = if formats.is_empty() {
        TIMESTAMP_FORMATS.to_vec()
    } else {
        formats.to_vec()
    };
    formats.iter().find_map(|f| strptime(text, f, false))
}

/// A timespan from a string, with the given formats or Puppet's; a
/// leading `-` makes it negative.
pub fn parse_timespan(text: &str, formats: &[&str]) -> Option<i128> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let formats: Vec<&str> = if formats.is_empty() {
        TIMESPAN_FORMATS.to_vec()
    } else {
        formats.to_vec()
    };
    let n = formats.iter().find_map(|f| strptime(body, f, true))?;
    Some(if negative { -n } else { n })
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Strict base64, padded, without line breaks.
pub fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Strict base64 (padding required, no other characters); `None` when
/// the text is not.
pub fn base64_decode_strict(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3);
    for (index, chunk) in bytes.chunks(4).enumerate() {
        let last = index + 1 == bytes.len() / 4;
        let mut n = 0u32;
        let mut pads = 0;
        for (i, &c) in chunk.iter().enumerate() {
            let v = match c {
                b'=' if last && i >= 2 => {
                    pads += 1;
                    0
                }
                _ if pads > 0 => return None,
                _ => ALPHABET.iter().position(|&a| a == c)? as u32,
            };
            n = n << 6 | v;
        }
        let decoded = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&decoded[..3 - pads]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_round_trip_through_their_text() {
        let t = parse_timestamp("2021-03-04T05:06:07Z", &[]).expect("parses");
        assert_eq!(timestamp_text(t), "2021-03-04T05:06:07.000000000 UTC");
        assert_eq!(
            strftime_timestamp(t, "%F %j %a", "UTC"),
            "2021-03-04 063 Thu"
        );
    }

    #[test]
    fn timespans_and_base64() {
        assert_eq!(timespan_text(2_500_000_000), "0-00:00:02.5");
        assert_eq!(parse_timespan("1-02:03:04", &[]), Some((93_784) * NANOS));
        assert_eq!(base64_encode(b"hello"), "aGVsbG8=");
        assert_eq!(base64_decode_strict("aGk="), Some(b"hi".to_vec()));
        assert_eq!(base64_decode_strict("!!!"), None);
    }
}
