create_resources('@@notify', {'v' => {message => 'm'}})
