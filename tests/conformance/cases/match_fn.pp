notify { "${'abc123'.match(/([a-z]+)(\d+)/)} ${match('x', /y/)}": }
