# A type reference written from the top scope, in a resource body
::Notify { 'z': require => [::Notify['z2']] }
notify { 'z2': }
notice(::Integer[1, 2])
notice(Notify['z'] == ::Notify['z'])
