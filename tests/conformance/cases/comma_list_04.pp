notify { "a": }
foo
bar, baz
