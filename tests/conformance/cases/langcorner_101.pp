@File { mode => "0644" }
