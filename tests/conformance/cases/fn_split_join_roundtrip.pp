$parts = split('/usr/local/bin', '/')
notify { 'p': message => [$parts, join($parts, '::'), $parts.length] }
