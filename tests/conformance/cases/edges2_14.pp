notify { 'a': before => Class['nosuch'] }
