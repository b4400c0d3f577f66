# generated
rt_simple { 'a': bogus => 1 }
