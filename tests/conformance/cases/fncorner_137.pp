notify { 'x': message => "${flatten([])} ${flatten([[], [[]]])} ${flatten(undef)}" }
