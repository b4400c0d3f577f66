file { "/x": } @File["/x"] { mode => "0644" }
