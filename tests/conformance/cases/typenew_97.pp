notify { 'x': message => "${String.new('abc', '%5s')}|${String.new([1,'a'], '%p')}" }
