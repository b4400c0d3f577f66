$h = { 'k' => 'v' }
notify { 'n': message => ["$h['k']", "${h['k']}", "${h}"] }
