notify { "x": message => [fqdn_rand(100), fqdn_rand(100, "seed")] }
