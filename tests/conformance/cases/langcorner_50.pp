file { "/a": ensure => file, mode => File["/b"]["mode"] } file { "/b": mode => "0644" }
