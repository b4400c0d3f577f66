define d {}
class { 'd': }
