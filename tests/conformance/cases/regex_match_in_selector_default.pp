$host = 'db01'
$role = $host ? { /^web/ => 'web', /^db(\d+)/ => "db${1}", default => 'none' }
notify { $role: }
