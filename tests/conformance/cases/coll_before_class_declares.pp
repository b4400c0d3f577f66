Notify <| title == 'late' |> { message => 'collected' }
class later { @notify { 'late': } }
include later
