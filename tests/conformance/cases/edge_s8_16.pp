file { '/x': ensur => file }
