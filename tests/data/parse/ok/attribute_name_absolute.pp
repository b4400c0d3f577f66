file { "x": ::owner => "root" }
