notify { "x": message => [camelcase("foo_bar"), capitalize("foo bar"), chomp("a\n"), chop("abc"), lstrip("  a "), rstrip(" a  "), strip(" a ")] }
