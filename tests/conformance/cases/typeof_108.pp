notify { 'x': message => "${String(Binary('AAEC'), '%s').length} ${Binary('AAEC').length}" }
