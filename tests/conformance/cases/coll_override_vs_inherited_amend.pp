class base { notify { 'a': message => 'x' } }
class sub inherits base { Notify['a'] { message => 'sub' } }
include sub
Notify <| title == 'a' |> { message => 'coll' }
