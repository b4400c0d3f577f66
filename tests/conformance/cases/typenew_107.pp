notify { 'x': message => "${String.new(undef)}|${String.new(true)}|${String.new(1.0)}|${String.new(/x/)}" }
