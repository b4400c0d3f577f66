package { 'p': } -> file { '/f': } ~> service { 's': }
