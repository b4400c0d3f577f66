file { "/a": mode => File["/b"]["mode"] } -> file { "/b": mode => "0644" }
