create_resources('@notify', {'v' => {message => 'm'}})
realize(Notify['v'])
