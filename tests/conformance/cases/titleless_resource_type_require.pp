# A resource type without a title names no resource to require.
notify { 'k': require => Notify }
