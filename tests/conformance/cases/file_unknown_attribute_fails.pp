file { '/x': bogus => 1 }
