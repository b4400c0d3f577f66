notify { with(1, 2) |$a, $b| { "${a}+${b}=${a + $b}" }: }
