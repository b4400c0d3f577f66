class a { File { owner => 'a' } file { '/a': } }
include a
file { '/top': }
