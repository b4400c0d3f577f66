notify { 'a': }
package { ['p1', 'p2']: ensure => installed }
notify { 'b': }
Notify['a'] -> Package <| |> -> Notify['b']
