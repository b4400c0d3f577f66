notify { "x": message => "uni\u{1F600}" }
