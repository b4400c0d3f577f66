class c { @notify { 'v': } }
node default { include c Notify <| |> }
