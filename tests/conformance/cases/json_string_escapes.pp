notify { "tab\tnl\nq\"bs\\u\u00e9\u{1F600}ctl\u0001": message => "x\r\n" }
