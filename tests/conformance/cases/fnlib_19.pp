notify { "x": message => [ "a,b,,c".split(","), "a1b2".split(/\d/), split("abc", "") ] }
