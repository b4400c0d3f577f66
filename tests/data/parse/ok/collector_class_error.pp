class foo {}
Class <| |>
