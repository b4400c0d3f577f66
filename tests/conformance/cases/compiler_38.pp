class x { notify { 'x': message => "${::settings::environment}" } }
include x
