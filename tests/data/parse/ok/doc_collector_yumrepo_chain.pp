package { ['a', 'b']: tag => 'custom' }
Yumrepo['custom_packages'] -> Package <| tag == 'custom' |>
