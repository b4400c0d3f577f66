$m = File["/etc/later"]["mode"]
file { "/etc/later": mode => '0644' }
