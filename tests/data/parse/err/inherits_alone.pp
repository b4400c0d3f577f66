file { "a": } inherits
