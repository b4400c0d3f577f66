class a {} class b {}
class { ['a', 'b']: }
