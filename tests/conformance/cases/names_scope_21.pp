notify { "x": message => $facts["os"]["family"] }
