notify { 'x': message => "${new(Integer, '7')} ${new(String, 7) |$s| { "${s}!" }}" }
