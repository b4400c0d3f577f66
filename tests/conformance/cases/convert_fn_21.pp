notify { "x": message => String(' x '.strip) }
