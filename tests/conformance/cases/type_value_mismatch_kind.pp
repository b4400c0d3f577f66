# A type value of the wrong kind is named by its type's kind.
notify { 'x': message => "${Integer[1, 2].upcase}" }
