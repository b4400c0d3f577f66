notify { "a": message => $facts["os"]["family"] }
