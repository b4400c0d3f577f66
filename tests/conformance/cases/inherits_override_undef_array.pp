class base { user { 'u': groups => ['a'] } }
class sub inherits base { User['u'] { groups => undef } }
include sub
