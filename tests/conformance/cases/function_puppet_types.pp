function add(Integer $a, Integer $b = 10) >> Integer { $a + $b }
notify { "${add(1)} ${add(1, 2)}": }
