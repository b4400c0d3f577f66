file { '/a': bogus => 1 }
