notify { 'x': message => "${Array.new({})} ${Array.new('')} ${Hash.new({}) } ${Hash.new([])}" }
